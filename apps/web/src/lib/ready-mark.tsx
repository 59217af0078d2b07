import { useEffect } from 'react';

/**
 * Marks the page ready once its content has mounted — for a server-rendered page, once it is hydrated and its
 * buttons work (`<html data-ready>`; browser tests wait for it). Placed after the page's content, its effect runs
 * after the content's own.
 */
export function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  });
  return null;
}
