import { useEffect } from 'react';
import { pageTitle } from '@portal/shared-contracts/core';

/** Sets the document title to the portal prefix plus the page title (000 §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
