import { createContext, useContext } from 'react';
import type { PageEntry } from './route-table';

/** The route table entry of the page being shown (for the placeholder's heading and banner). */
export const PageContext = createContext<PageEntry | null>(null);

export function usePageEntry(): PageEntry | null {
  return useContext(PageContext);
}
