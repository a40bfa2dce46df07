import { Box, Button, Flex } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface EditorTabItem {
  /** The tab's value in the address (`?tab=precios`). */
  value: string;
  label: string;
}

/**
 * The WAI-ARIA tabs pattern, built from Box and Button (the theme carries no tabs recipe, and adding
 * one would grow the home route over its budget): a tablist whose selected tab is the only one in
 * the Tab order (roving tabindex), arrows move between tabs (wrapping), Home and End go to the ends,
 * and a tab is selected when it gets focus. Only the selected tab's panel is drawn. On a phone the
 * tab row scrolls sideways.
 */
export function EditorTabs({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
  tabs: readonly EditorTabItem[];
  selected: string;
  onSelect: (value: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (value: string) => `${idPrefix}-tab-${value}`;
  const panelId = (value: string) => `${idPrefix}-panel-${value}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab, not from `selected`: keys pressed faster than the address updates
    // still move one tab each.
    const focused = buttons.current.indexOf(event.target as HTMLButtonElement);
    const current = focused >= 0 ? focused : tabs.findIndex((tab) => tab.value === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].value);
    buttons.current[next]?.focus();
  };

  return (
    <Box>
      <Flex
        role="tablist"
        aria-label={label}
        onKeyDown={move}
        gap="1"
        overflowX="auto"
        borderBottomWidth="1px"
        borderColor="border"
        css={{ scrollbarWidth: 'thin' }}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <Button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.value)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              variant="ghost"
              flexShrink={0}
              rounded="none"
              px="4"
              mb="-1px"
              borderBottomWidth="3px"
              borderColor="transparent"
              borderBottomColor={isSelected ? 'brand.solid' : 'transparent'}
              color={isSelected ? 'fg' : 'fg.muted'}
              fontWeight={isSelected ? 'semibold' : 'medium'}
              _hover={{ color: 'fg', bg: 'bg.muted' }}
            >
              {tab.label}
            </Button>
          );
        })}
      </Flex>
      <Box
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        pt="6"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '4px' }}
      >
        {children}
      </Box>
    </Box>
  );
}
