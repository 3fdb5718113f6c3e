// What every part of the form needs and no part should pass down by hand: where its edits go, and
// the language its summaries (a list item's label) are shown in.
import { createContext, useContext } from 'react';
import type { FormEdit } from './apply-edit';

export interface FormContextValue {
  onEdit: (edit: FormEdit) => void;
  /** The language of the labels quoted in list items' headings (the preview's). */
  language: string;
}

export const FormContext = createContext<FormContextValue>({ onEdit: () => undefined, language: 'zh-TW' });

export const useForm = (): FormContextValue => useContext(FormContext);
