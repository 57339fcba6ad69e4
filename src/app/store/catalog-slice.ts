/**
 * Catalog slice: page-safe summaries of the registered tools (never schemas' sources or backends).
 */
import type { StateCreator } from 'zustand';
import type { RiskLevel } from '../../contract';
import type { ConsoleState } from './index';

/** A registered tool as the page lists it. */
export interface CatalogEntry {
  name: string;
  exportName: string;
  title?: string;
  riskLevel: RiskLevel;
  isReadOnly: boolean;
  /** True for evidence tools (`capabilities.evidence`). */
  evidence: boolean;
  source: string;
}

/** Catalog state and its actions. */
export interface CatalogSlice {
  catalog: CatalogEntry[];
  setCatalog(entries: CatalogEntry[]): void;
}

/** Creates the catalog slice. */
export const createCatalogSlice: StateCreator<ConsoleState, [], [], CatalogSlice> = (set) => ({
  catalog: [],
  setCatalog: (catalog) => set({ catalog }),
});
