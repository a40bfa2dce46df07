import { Box, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { formatDayMonth } from '../../../shared/format.ts';
import type { SearchController } from '../hooks/use-search-controller.ts';
import type { SearchAction, SearchPanel } from '../hooks/use-search-state.ts';
import { guestsFieldText } from './guests-panel.tsx';
import { SearchIcon } from './icons.tsx';
import { SearchErrors } from './search-errors.tsx';
import { DestinationInput, SearchStepBody, useSearchSteps } from './search-steps.tsx';
import { ADD_DATE_TEXT, datesSummary } from './search-summary.ts';
import { CompactPill } from './compact-search-pill.tsx';
import { Divider, FieldButton, Popover, Segment } from './desktop-bar-parts.tsx';

type FocusRequest = { panel: SearchPanel; inside: boolean } | null;

/** The two date fields of the bar, each after the step named `before`. */
const DATE_STEPS = [
  { step: 'checkIn', label: 'Llegada', dialogLabel: 'Fecha de llegada', before: 'location' },
  { step: 'checkOut', label: 'Salida', dialogLabel: 'Fecha de salida', before: 'checkIn' },
] as const;

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

  const steps = useSearchSteps(controller, id, choose);
  const stepBody = (step: SearchPanel) => (
    <SearchStepBody
      step={step}
      steps={steps}
      listboxId={panelId('location') + '-list'}
      months={2}
      focusInside={focusInside}
      plusRef={plusRef}
    />
  );

  function choose(action: SearchAction, next: SearchPanel, viaKeyboard: boolean) {
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
            <DestinationInput
              ref={fieldRefs.location}
              id={`${id}-location`}
              steps={steps}
              listboxId={panelId('location') + '-list'}
              expanded={panel === 'location'}
              onFocus={() => panel !== 'location' && controller.open('location')}
              onClick={() => panel !== 'location' && controller.open('location')}
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
              textOverflow="ellipsis"
            />
          </chakra.label>
        </Segment>
        {panel === 'location' && (
          <Popover id={panelId('location')} align="start" w="26rem">
            {stepBody('location')}
          </Popover>
        )}
        {DATE_STEPS.map(({ step, label, dialogLabel, before }) => (
          <Fragment key={step}>
            <Divider hidden={panel === before || panel === step} />
            <Segment active={panel === step} barActive={barActive} flex="1">
              <FieldButton
                ref={fieldRefs[step]}
                label={label}
                value={
                  values[step]
                    ? formatDayMonth(values[step])
                    : values.flexible && step === 'checkIn'
                      ? datesSummary(values)
                      : ''
                }
                placeholder={ADD_DATE_TEXT}
                expanded={panel === step}
                controls={panelId(step)}
                onClick={() => toggle(step)}
              />
            </Segment>
            {panel === step && (
              <Popover
                id={panelId(step)}
                align="center"
                w="max-content"
                role="dialog"
                aria-label={dialogLabel}
              >
                {stepBody(step)}
              </Popover>
            )}
          </Fragment>
        ))}
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
            {stepBody('guests')}
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
