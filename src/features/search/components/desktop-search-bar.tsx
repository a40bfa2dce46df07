import { Box, chakra, Flex, IconButton, Text, type BoxProps } from '@chakra-ui/react';
import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDayMonth } from '../../../shared/format.ts';
import { useDestinationCombobox } from '../hooks/use-destination-combobox.ts';
import type { SearchController } from '../hooks/use-search-controller.ts';
import type { SearchPanel } from '../hooks/use-search-state.ts';
import { useCalendarMonth } from '../hooks/use-calendar-month.ts';
import { LazyDatePanel } from './lazy-date-panel.tsx';
import { DestinationPanel, useDestinationOptions } from './destination-panel.tsx';
import { GuestsPanel, guestsFieldText } from './guests-panel.tsx';
import { SearchIcon } from '../../../components/icons/search.tsx';
import { SearchErrors } from './search-errors.tsx';
import { ADD_DATE_TEXT, datesSummary, guestsSummary, shortLocation } from './search-summary.ts';

type FocusRequest = { panel: SearchPanel; inside: boolean } | null;

/** lg and up: the four fields in one bar with popover panels, or the compact pill when folded. */
export function DesktopSearchBar({
  controller,
  collapsed,
  onExpand,
  onFold,
}: {
  controller: SearchController;
  collapsed: boolean;
  onExpand(): void;
  /** Outside click while expanded from the pill: fold back. */
  onFold(): void;
}) {
  const { state, dispatch } = controller;
  const { values, panel } = state;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRefs = {
    location: useRef<HTMLInputElement>(null),
    checkIn: useRef<HTMLButtonElement>(null),
    checkOut: useRef<HTMLButtonElement>(null),
    guests: useRef<HTMLButtonElement>(null),
  };
  const plusRef = useRef<HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const panelId = (name: SearchPanel) => `${id}-${name}-panel`;
  const focusInside = focusRequest !== null && focusRequest.inside && focusRequest.panel === panel;

  const [calendarMonth, setCalendarMonth] = useCalendarMonth(panel, values, controller.today);
  const options = useDestinationOptions(
    controller.destinations.data,
    values.location,
    `${id}-dest`,
  );
  const combobox = useDestinationCombobox({
    options,
    open: panel === 'location',
    onOpen: () => controller.open('location'),
    onChoose: (label, viaKeyboard) =>
      choose({ type: 'chooseDestination', location: label }, 'checkIn', viaKeyboard),
  });

  function choose(action: Parameters<typeof dispatch>[0], next: SearchPanel, viaKeyboard: boolean) {
    setFocusRequest({ panel: next, inside: viaKeyboard });
    dispatch(action);
  }

  function openFromPill(target: SearchPanel) {
    setFocusRequest({ panel: target, inside: false });
    onExpand();
    controller.open(target);
  }

  // Move the focus where the sequence went: into the new panel (keyboard) or onto its field.
  useEffect(() => {
    if (!focusRequest || collapsed || focusRequest.panel !== panel) return;
    if (focusRequest.inside) {
      if (panel === 'guests') plusRef.current?.focus();
      if (panel === 'location') fieldRefs.location.current?.focus();
      // The calendars focus their own day (autoFocus).
    } else {
      fieldRefs[focusRequest.panel].current?.focus({ preventScroll: true });
    }
    // fieldRefs holds stable refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, panel, collapsed]);

  // Escape closes the panel and returns to its field; a click or focus outside closes it.
  useEffect(() => {
    if (!panel || collapsed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      const field = fieldRefs[panel].current;
      dispatch({ type: 'close' });
      field?.focus();
    };
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !!formRef.current && !formRef.current.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!isOutside(event.target)) return;
      dispatch({ type: 'close' });
      onFold();
    };
    // Tabbing on to another field (or out of the bar) closes the panel left behind.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const field = fieldRefs[panel].current;
      const popover = document.getElementById(panelId(panel));
      if (field?.contains(target) || popover?.contains(target)) return;
      dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel, collapsed, dispatch, onFold]);

  if (collapsed) return <CompactPill controller={controller} onOpen={openFromPill} />;

  const toggle = (target: SearchPanel) => {
    setFocusRequest(null);
    if (panel === target) controller.close();
    else controller.open(target);
  };
  const barActive = panel !== null;

  return (
    <Box
      as="form"
      ref={formRef}
      role="search"
      aria-label="Buscar cabañas"
      position="relative"
      w="full"
      maxW="52rem"
      onSubmit={(event) => {
        event.preventDefault();
        controller.submit();
      }}
    >
      <Flex
        h="16"
        align="stretch"
        borderWidth="1px"
        borderColor="border"
        borderRadius="full"
        bg={barActive ? 'bg.muted' : 'bg'}
        boxShadow="0 3px 12px rgba(0,0,0,0.08)"
        transition="background-color 0.2s"
      >
        <Segment active={panel === 'location'} barActive={barActive} flex="1.35">
          <chakra.label
            htmlFor={`${id}-location`}
            display="flex"
            flexDirection="column"
            justifyContent="center"
            h="full"
            px="6"
            cursor="pointer"
          >
            <Text as="span" fontSize="xs" fontWeight="700" color="fg">
              Destino
            </Text>
            <chakra.input
              ref={fieldRefs.location}
              id={`${id}-location`}
              type="text"
              role="combobox"
              aria-expanded={panel === 'location'}
              aria-controls={panelId('location') + '-list'}
              aria-autocomplete="list"
              aria-activedescendant={combobox.activeId}
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Buscar destinos"
              value={values.location}
              onChange={(event) => {
                combobox.resetActive();
                dispatch({ type: 'typeLocation', text: event.target.value });
              }}
              onFocus={() => panel !== 'location' && controller.open('location')}
              onClick={() => panel !== 'location' && controller.open('location')}
              onKeyDown={combobox.onKeyDown}
              bg="transparent"
              border="none"
              outline="none"
              // The bare input sits in the pill: the keyboard focus still needs a visible ring.
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.600',
                outlineOffset: '4px',
                borderRadius: 'xs',
              }}
              fontSize="sm"
              color="fg"
              p="0"
              w="full"
              minW="0"
              _placeholder={{ color: 'fg.muted' }}
              textOverflow="ellipsis"
            />
          </chakra.label>
        </Segment>
        {panel === 'location' && (
          <Popover id={panelId('location')} align="start" w="26rem">
            <DestinationPanel
              listboxId={panelId('location') + '-list'}
              options={options}
              activeIndex={combobox.activeIndex}
              status={controller.destinations.status}
              typedText={values.location}
              onHover={combobox.setActiveIndex}
              onChoose={(label) =>
                choose({ type: 'chooseDestination', location: label }, 'checkIn', false)
              }
            />
          </Popover>
        )}
        <Divider hidden={panel === 'location' || panel === 'checkIn'} />
        <Segment active={panel === 'checkIn'} barActive={barActive} flex="1">
          <FieldButton
            ref={fieldRefs.checkIn}
            label="Llegada"
            value={values.checkIn ? formatDayMonth(values.checkIn) : ''}
            placeholder={ADD_DATE_TEXT}
            expanded={panel === 'checkIn'}
            controls={panelId('checkIn')}
            onClick={() => toggle('checkIn')}
          />
        </Segment>
        {panel === 'checkIn' && (
          <Popover
            id={panelId('checkIn')}
            align="center"
            w="max-content"
            role="dialog"
            aria-label="Fecha de llegada"
          >
            <LazyDatePanel
              kind="checkIn"
              checkIn={values.checkIn}
              checkOut={values.checkOut}
              today={controller.today}
              months={2}
              month={calendarMonth}
              onMonthChange={setCalendarMonth}
              autoFocus={focusInside}
              onChoose={(date, viaKeyboard) =>
                choose({ type: 'chooseCheckIn', date }, 'checkOut', viaKeyboard)
              }
            />
          </Popover>
        )}
        <Divider hidden={panel === 'checkIn' || panel === 'checkOut'} />
        <Segment active={panel === 'checkOut'} barActive={barActive} flex="1">
          <FieldButton
            ref={fieldRefs.checkOut}
            label="Salida"
            value={values.checkOut ? formatDayMonth(values.checkOut) : ''}
            placeholder={ADD_DATE_TEXT}
            expanded={panel === 'checkOut'}
            controls={panelId('checkOut')}
            onClick={() => toggle('checkOut')}
          />
        </Segment>
        {panel === 'checkOut' && (
          <Popover
            id={panelId('checkOut')}
            align="center"
            w="max-content"
            role="dialog"
            aria-label="Fecha de salida"
          >
            <LazyDatePanel
              kind="checkOut"
              checkIn={values.checkIn}
              checkOut={values.checkOut}
              today={controller.today}
              months={2}
              month={calendarMonth}
              onMonthChange={setCalendarMonth}
              autoFocus={focusInside}
              onChoose={(date, viaKeyboard) =>
                choose({ type: 'chooseCheckOut', date }, 'guests', viaKeyboard)
              }
            />
          </Popover>
        )}
        <Divider hidden={panel === 'checkOut' || panel === 'guests'} />
        <Segment active={panel === 'guests'} barActive={barActive} flex="1.3">
          <Flex align="center" h="full" pe="2">
            <FieldButton
              ref={fieldRefs.guests}
              label="Huéspedes"
              value={values.guests > 0 ? guestsFieldText(values.guests) : ''}
              placeholder={guestsFieldText(0)}
              expanded={panel === 'guests'}
              controls={panelId('guests')}
              onClick={() => toggle('guests')}
            />
            <IconButton
              type="submit"
              aria-label="Buscar"
              colorPalette="brand"
              rounded="full"
              size="lg"
              flexShrink={0}
            >
              <SearchIcon boxSize="5" />
            </IconButton>
          </Flex>
        </Segment>
        {panel === 'guests' && (
          <Popover
            id={panelId('guests')}
            align="end"
            w="22rem"
            role="dialog"
            aria-label="Huéspedes"
          >
            <GuestsPanel
              ref={plusRef}
              guests={values.guests}
              onChange={(guests) => dispatch({ type: 'setGuests', guests })}
            />
          </Popover>
        )}
      </Flex>
      {state.errors.length > 0 && (
        <Box
          position="absolute"
          top="calc(100% + 0.75rem)"
          insetStart="0"
          insetEnd="0"
          zIndex="popover"
        >
          <SearchErrors errors={state.errors} />
        </Box>
      )}
    </Box>
  );
}

function Segment({
  active,
  barActive,
  children,
  ...rest
}: { active: boolean; barActive: boolean; children: ReactNode } & BoxProps) {
  return (
    <Box
      minW="0"
      borderRadius="full"
      bg={active ? 'bg' : undefined}
      boxShadow={active ? '0 6px 20px rgba(0,0,0,0.16)' : undefined}
      _hover={active ? undefined : { bg: barActive ? 'gray.200' : 'bg.muted' }}
      transition="background-color 0.15s"
      {...rest}
    >
      {children}
    </Box>
  );
}

function Divider({ hidden }: { hidden: boolean }) {
  return (
    <Box
      aria-hidden="true"
      alignSelf="center"
      h="8"
      w="1px"
      flexShrink={0}
      bg={hidden ? 'transparent' : 'border'}
    />
  );
}

const FieldButton = forwardRef<
  HTMLButtonElement,
  {
    label: string;
    value: string;
    placeholder: string;
    expanded: boolean;
    controls: string;
    onClick(): void;
  }
>(function FieldButton({ label, value, placeholder, expanded, controls, onClick }, ref) {
  return (
    <chakra.button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      display="flex"
      flexDirection="column"
      justifyContent="center"
      alignItems="flex-start"
      textAlign="start"
      h="full"
      w="full"
      minW="0"
      px="6"
      borderRadius="full"
      cursor="pointer"
    >
      <Text as="span" fontSize="xs" fontWeight="700" color="fg">
        {label}
      </Text>{' '}
      <Text as="span" fontSize="sm" color={value ? 'fg' : 'fg.muted'} truncate maxW="full">
        {value || placeholder}
      </Text>
    </chakra.button>
  );
});

function Popover({
  align,
  children,
  ...rest
}: { align: 'start' | 'center' | 'end'; children: ReactNode } & BoxProps) {
  const position =
    align === 'start'
      ? { insetStart: '0' }
      : align === 'end'
        ? { insetEnd: '0' }
        : { left: '50%', transform: 'translateX(-50%)' };
  return (
    <Box
      position="absolute"
      top="calc(100% + 0.75rem)"
      zIndex="popover"
      bg="bg"
      borderRadius="3xl"
      boxShadow="0 8px 28px rgba(0,0,0,0.22)"
      p="6"
      maxW="calc(100vw - 2rem)"
      animation="fade-in 0.15s ease-out"
      {...position}
      {...rest}
    >
      {children}
    </Box>
  );
}

function CompactPill({
  controller,
  onOpen,
}: {
  controller: SearchController;
  onOpen(panel: SearchPanel): void;
}) {
  const { values } = controller.state;
  const part = (text: string, panel: SearchPanel, label: string, strong: boolean) => (
    <chakra.button
      type="button"
      onClick={() => onOpen(panel)}
      aria-label={`${label}: ${text}`}
      px="4"
      h="full"
      fontSize="sm"
      fontWeight={strong ? '600' : '500'}
      color={strong ? 'fg' : 'fg.muted'}
      truncate
      maxW="14rem"
      cursor="pointer"
      borderRadius="full"
      _hover={{ bg: 'bg.muted' }}
    >
      {text}
    </chakra.button>
  );
  return (
    <Flex
      role="search"
      aria-label="Buscar cabañas"
      align="center"
      h="12"
      ps="2"
      pe="2"
      borderWidth="1px"
      borderColor="border"
      borderRadius="full"
      bg="bg"
      boxShadow="0 1px 2px rgba(0,0,0,0.08), 0 4px 12px rgba(0,0,0,0.05)"
      _hover={{ boxShadow: '0 2px 4px rgba(0,0,0,0.18)' }}
      transition="box-shadow 0.2s"
      animation="fade-in 0.2s ease-out"
    >
      {part(shortLocation(values.location), 'location', 'Destino', true)}
      <Box aria-hidden="true" h="6" w="1px" bg="border" />
      {part(datesSummary(values), 'checkIn', 'Fechas', true)}
      <Box aria-hidden="true" h="6" w="1px" bg="border" />
      {part(guestsSummary(values.guests), 'guests', 'Huéspedes', values.guests > 0)}
      <IconButton
        aria-label="Buscar"
        colorPalette="brand"
        rounded="full"
        size="sm"
        ms="1"
        onClick={() => onOpen('location')}
      >
        <SearchIcon boxSize="4" />
      </IconButton>
    </Flex>
  );
}
