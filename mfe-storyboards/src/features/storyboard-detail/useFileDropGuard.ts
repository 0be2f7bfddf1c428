import { useEffect } from 'react';
import { carriesFiles as typesCarryFiles } from './files';

/**
 * While editing: a file from the computer dropped beside the cover and the shots must not
 * make the browser open it in place of the page (and lose the draft). Drops the drop areas
 * take are theirs; elsewhere the drag shows no drop and the drop does nothing.
 */
export function useFileDropGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const carriesFiles = (event: DragEvent): boolean => typesCarryFiles(event.dataTransfer?.types ?? []);
    const onDragOver = (event: DragEvent): void => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    const onDrop = (event: DragEvent): void => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, [active]);
}
