import {
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Flex,
  Heading,
  Portal,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatDayMonth } from '../../../shared/format.ts';
import type { SearchController } from '../hooks/use-search-controller.ts';
import type { SearchAction, SearchPanel } from '../hooks/use-search-state.ts';
import { guestsFieldText } from './guests-panel.tsx';
import { SearchIcon } from './icons.tsx';
import { SearchErrors } from './search-errors.tsx';
import { DestinationInput, SearchStepBody, useSearchSteps } from './search-steps.tsx';
import { ADD_DATE_TEXT, ANYWHERE_TEXT, datesSummary } from './search-summary.ts';

/** The phone search as a full-screen sheet: one section per step, the active one open. */
export function SearchSheet({
  controller,
  open,
  onOpenChange,
  returnFocus,
}: {
  controller: SearchController;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { state, dispatch } = controller;
  const { values, panel } = state;
  const id = useId();
  const plusRef = useRef<HTMLButtonElement>(null);
  const sectionRefs = useRef<Partial<Record<SearchPanel, HTMLElement | null>>>({});
  const [focusInside, setFocusInside] = useState(false);

  // The sheet opens the next step's section itself (the state's sequence); only the focus is ours.
  const choose = (action: SearchAction, _next: SearchPanel, viaKeyboard: boolean) => {
    setFocusInside(viaKeyboard);
    dispatch(action);
  };
  const steps = useSearchSteps(controller, id, choose);
  const stepBody = (step: SearchPanel) => (
    <SearchStepBody
      step={step}
      steps={steps}
      listboxId={`${id}-dest-list`}
      months={1}
      focusInside={focusInside}
      plusRef={plusRef}
    />
  );

  useEffect(() => {
    if (!open || !panel) return;
    const section = sectionRefs.current[panel];
    section?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    if (focusInside && panel === 'guests') plusRef.current?.focus();
  }, [open, panel, focusInside]);

  const activate = (target: SearchPanel) => {
    setFocusInside(false);
    controller.open(target);
  };

  const section = (name: SearchPanel, title: string, summary: string, body: ReactNode) => {
    const active = panel === name;
    return (
      <Box
        as="section"
        ref={(node: HTMLElement | null) => {
          sectionRefs.current[name] = node;
        }}
        aria-label={title}
        bg="bg"
        borderRadius="2xl"
        boxShadow={active ? '0 4px 20px rgba(0,0,0,0.14)' : '0 1px 4px rgba(0,0,0,0.08)'}
        p={active ? '5' : '0'}
      >
        {active ? (
          body
        ) : (
          <chakra.button
            type="button"
            onClick={() => activate(name)}
            display="flex"
            justifyContent="space-between"
            alignItems="center"
            gap="4"
            w="full"
            px="5"
            py="4"
            cursor="pointer"
            borderRadius="2xl"
          >
            <Text as="span" fontSize="sm" color="fg.muted">
              {title}
            </Text>{' '}
            <Text as="span" fontSize="sm" fontWeight="600" truncate>
              {summary}
            </Text>
          </chakra.button>
        )}
      </Box>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        onOpenChange(event.open);
        if (!event.open) dispatch({ type: 'close' });
      }}
      size="full"
      motionPreset="slide-in-bottom"
      lazyMount
      unmountOnExit
      finalFocusEl={() => returnFocus.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="bg.muted"
            display="flex"
            flexDirection="column"
            h="100dvh"
            maxH="100dvh"
          >
            <chakra.form
              role="search"
              aria-label="Buscar cabañas"
              display="flex"
              flexDirection="column"
              flex="1"
              minH="0"
              onSubmit={(event) => {
                event.preventDefault();
                if (controller.submit()) onOpenChange(false);
              }}
            >
              <Dialog.Header display="flex" alignItems="center" gap="3" px="4" py="3">
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton
                    aria-label="Cerrar"
                    size="sm"
                    variant="outline"
                    rounded="full"
                    bg="bg"
                  />
                </Dialog.CloseTrigger>
                <Dialog.Title fontSize="md" fontWeight="700">
                  Tu búsqueda
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body
                display="flex"
                flexDirection="column"
                gap="3"
                px="3"
                pb="6"
                flex="1"
                minH="0"
                overflowY="auto"
              >
                {section(
                  'location',
                  'Destino',
                  values.location.trim() || ANYWHERE_TEXT,
                  <>
                    <Heading as="h2" fontSize="xl" fontWeight="800" mb="4">
                      ¿A dónde vas?
                    </Heading>
                    <chakra.label
                      htmlFor={`${id}-location`}
                      display="flex"
                      alignItems="center"
                      gap="3"
                      borderWidth="1px"
                      borderColor="border.emphasized"
                      borderRadius="xl"
                      px="4"
                      h="12"
                      mb="4"
                      _focusWithin={{ borderColor: 'fg', borderWidth: '2px' }}
                    >
                      <SearchIcon boxSize="4" color="fg.muted" />
                      <Box as="span" srOnly>
                        Destino
                      </Box>
                      <DestinationInput
                        id={`${id}-location`}
                        steps={steps}
                        listboxId={`${id}-dest-list`}
                        expanded
                        flex="1"
                        fontSize="md"
                      />
                    </chakra.label>
                    {stepBody('location')}
                  </>,
                )}
                {section(
                  'checkIn',
                  'Llegada',
                  values.checkIn
                    ? formatDayMonth(values.checkIn)
                    : values.flexible
                      ? datesSummary(values)
                      : ADD_DATE_TEXT,
                  stepBody('checkIn'),
                )}
                {section(
                  'checkOut',
                  'Salida',
                  values.checkOut ? formatDayMonth(values.checkOut) : ADD_DATE_TEXT,
                  stepBody('checkOut'),
                )}
                {section(
                  'guests',
                  'Huéspedes',
                  guestsFieldText(values.guests),
                  <>
                    <Heading as="h2" fontSize="xl" fontWeight="800" mb="2">
                      ¿Quiénes vienen?
                    </Heading>
                    {stepBody('guests')}
                  </>,
                )}
              </Dialog.Body>
              <Dialog.Footer
                flexDirection="column"
                alignItems="stretch"
                gap="3"
                bg="bg"
                borderTopWidth="1px"
                px="4"
                py="3"
              >
                {state.errors.length > 0 && <SearchErrors errors={state.errors} />}
                <Flex justify="space-between" align="center" gap="3">
                  <Button
                    type="button"
                    variant="plain"
                    textDecoration="underline"
                    px="1"
                    onClick={() => {
                      setFocusInside(false);
                      dispatch({ type: 'clearAll' });
                    }}
                  >
                    Borrar todo
                  </Button>
                  <Button type="submit" colorPalette="brand" size="lg" rounded="xl" px="6">
                    <SearchIcon boxSize="4" />
                    Buscar
                  </Button>
                </Flex>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
