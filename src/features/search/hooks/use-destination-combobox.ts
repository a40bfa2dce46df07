import { useState, type KeyboardEvent } from 'react';
import type { DestinationOption } from '../components/destination-panel.tsx';

/** Arrow keys move through the suggestions, Enter chooses one (the input keeps the focus). */
export function useDestinationCombobox({
  options,
  open,
  onOpen,
  onChoose,
}: {
  options: DestinationOption[];
  open: boolean;
  onOpen(): void;
  onChoose(label: string, viaKeyboard: boolean): void;
}) {
  const [rawIndex, setActiveIndex] = useState(-1);
  const activeIndex = open && rawIndex < options.length ? rawIndex : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        onOpen();
        setActiveIndex(options.length ? 0 : -1);
        return;
      }
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + options.length) % options.length);
      return;
    }
    if (event.key === 'Home' && open && options.length) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End' && open && options.length) {
      event.preventDefault();
      setActiveIndex(options.length - 1);
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      // Choosing a suggestion must not submit the search form.
      event.preventDefault();
      onChoose(options[activeIndex].label, true);
      setActiveIndex(-1);
    }
  };

  return {
    activeIndex,
    activeId: activeIndex >= 0 ? options[activeIndex].id : undefined,
    setActiveIndex,
    resetActive: () => setActiveIndex(-1),
    onKeyDown,
  };
}
