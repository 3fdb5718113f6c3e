// The screen's subject (the fund of a detail screen), for the sections' visibility rules.
import { createContext, useContext } from 'react';
import type { SubjectState } from './visibility';

export const SubjectContext = createContext<SubjectState>({ status: 'none' });

export const useSubject = () => useContext(SubjectContext);
