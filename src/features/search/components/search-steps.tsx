import { chakra } from '@chakra-ui/react';
import type { ComponentProps, Ref } from 'react';
import { useCalendarMonth } from '../hooks/use-calendar-month.ts';
import { useDestinationCombobox } from '../hooks/use-destination-combobox.ts';
import type { SearchController } from '../hooks/use-search-controller.ts';
import type { SearchAction, SearchPanel } from '../hooks/use-search-state.ts';
import { DestinationPanel, useDestinationOptions } from './destination-panel.tsx';
import { GuestsPanel } from './guests-panel.tsx';
import { LazyDatePanel } from './lazy-date-panel.tsx';

/**
 * The steps of a search (destination, dates, guests) as both frames show them: the desktop bar in
 * popovers, the phone sheet in sections. Each frame keeps only its layout and its focus rules.
 */

/** A choice made in a step: the action, the step that follows, and whether the keyboard made it. */
export type ChooseStep = (action: SearchAction, next: SearchPanel, viaKeyboard: boolean) => void;

/** The state the steps share: the suggestions, the combobox over them, the calendar's month. */
export function useSearchSteps(controller: SearchController, id: string, choose: ChooseStep) {
  const { values, panel } = controller.state;
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
  return { controller, choose, options, combobox, calendarMonth, setCalendarMonth };
}

export type SearchSteps = ReturnType<typeof useSearchSteps>;

/** The body of one step: the destination suggestions, a calendar, or the guests counter. */
export function SearchStepBody({
  step,
  steps,
  listboxId,
  months,
  focusInside,
  plusRef,
}: {
  step: SearchPanel;
  steps: SearchSteps;
  /** The destination suggestions' listbox, which the destination input controls. */
  listboxId: string;
  months: 1 | 2;
  /** The keyboard chose the previous step: the calendar focuses its day. */
  focusInside: boolean;
  plusRef: Ref<HTMLButtonElement>;
}) {
  const { controller, choose, combobox } = steps;
  const { values } = controller.state;
  if (step === 'location') {
    return (
      <DestinationPanel
        listboxId={listboxId}
        options={steps.options}
        activeIndex={combobox.activeIndex}
        status={controller.destinations.status}
        typedText={values.location}
        onHover={combobox.setActiveIndex}
        onChoose={(label) =>
          choose({ type: 'chooseDestination', location: label }, 'checkIn', false)
        }
      />
    );
  }
  if (step === 'guests') {
    return (
      <GuestsPanel
        ref={plusRef}
        guests={values.guests}
        onChange={(guests) => controller.dispatch({ type: 'setGuests', guests })}
      />
    );
  }
  return (
    <LazyDatePanel
      kind={step}
      checkIn={values.checkIn}
      checkOut={values.checkOut}
      today={controller.today}
      months={months}
      month={steps.calendarMonth}
      onMonthChange={steps.setCalendarMonth}
      autoFocus={focusInside}
      flexible={values.flexible}
      flexibleMonths={values.months}
      onFlexibleChange={(flexible, months) =>
        controller.dispatch({ type: 'chooseFlexible', flexible, months })
      }
      onChoose={(date, viaKeyboard) =>
        step === 'checkIn'
          ? choose({ type: 'chooseCheckIn', date }, 'checkOut', viaKeyboard)
          : choose({ type: 'chooseCheckOut', date }, 'guests', viaKeyboard)
      }
    />
  );
}

/**
 * The destination input: a combobox over the suggestions (arrow keys move, Enter chooses, the
 * input keeps the focus). Each frame gives it its own look and how it opens the step.
 */
export function DestinationInput({
  steps,
  listboxId,
  expanded,
  ref,
  ...rest
}: {
  steps: SearchSteps;
  listboxId: string;
  expanded: boolean;
  ref?: Ref<HTMLInputElement>;
} & Omit<ComponentProps<typeof chakra.input>, 'ref'>) {
  const { controller, combobox } = steps;
  return (
    <chakra.input
      ref={ref}
      type="text"
      role="combobox"
      aria-expanded={expanded}
      aria-controls={listboxId}
      aria-autocomplete="list"
      aria-activedescendant={combobox.activeId}
      autoComplete="off"
      enterKeyHint="search"
      placeholder="Buscar destinos"
      value={controller.state.values.location}
      onChange={(event) => {
        combobox.resetActive();
        controller.dispatch({ type: 'typeLocation', text: event.target.value });
      }}
      onKeyDown={combobox.onKeyDown}
      bg="transparent"
      border="none"
      outline="none"
      minW="0"
      _placeholder={{ color: 'fg.muted' }}
      {...rest}
    />
  );
}
