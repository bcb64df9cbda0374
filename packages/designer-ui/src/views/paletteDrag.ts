import { DesignerError } from '@tessera/designer';
import { useMessages } from '@tessera/react';
import { useMemo } from 'react';

// The control type being dragged from the palette. Chrome hides dataTransfer's data during
// dragover, so the type is kept here from dragstart to drop (research notes on RGL v2).
let draggedType: string | null = null;

/** The palette's drag state and the refusal message of a drop a container does not take. */
export function usePalette() {
  const messages = useMessages();
  return useMemo(
    () => ({
      start(typeName: string) {
        draggedType = typeName;
      },
      dragged: () => draggedType,
      end() {
        draggedType = null;
      },
      refuse(error: unknown) {
        if (error instanceof DesignerError) messages.warning(error.message);
        else throw error;
      },
    }),
    [messages],
  );
}
