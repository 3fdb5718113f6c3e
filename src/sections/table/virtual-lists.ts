// The virtualised lists' code (a table of thousands of rows; its cards on phones): loaded on demand,
// once. A screen loads it with its kinds' code when a table on screen virtualises (the kind's
// `prepare`), so the first rows are drawn with the section instead of after a placeholder.
import { lazy } from 'react';
import type { TableSection } from '../../manifest/screens.gen';
import { loadChunk } from '../../chunks/load-chunk';
import { useViewport } from '../../stores/viewport';
import { isVirtual } from './table-rows';

type TableModule = typeof import('./virtual-table');
type CardsModule = typeof import('./virtual-cards');

let tableModule: TableModule | undefined;
let cardsModule: CardsModule | undefined;
let tableLoad: Promise<TableModule> | undefined;
let cardsLoad: Promise<CardsModule> | undefined;

const loadTable = () => (tableLoad ??= loadChunk(() => import('./virtual-table')).then((module) => (tableModule = module)));
const loadCards = () => (cardsLoad ??= loadChunk(() => import('./virtual-cards')).then((module) => (cardsModule = module)));

const LazyTable = lazy(() => loadTable().then((module) => ({ default: module.VirtualTable })));
const LazyCards = lazy(() => loadCards().then((module) => ({ default: module.VirtualCards })));

/** The virtual table: the component itself once its code is in (nothing to wait for), else one that loads it. */
export const virtualTable = () => tableModule?.VirtualTable ?? LazyTable;

/** The virtual cards, likewise. */
export const virtualCards = () => cardsModule?.VirtualCards ?? LazyCards;

/** Loads the list a table section will draw at this width, when it virtualises; undefined when it does not. */
export function prepareTable(section: TableSection): Promise<unknown> | undefined {
  if (!isVirtual(section)) return undefined;
  return useViewport.getState().mode === 'mobile' ? loadCards() : loadTable();
}
