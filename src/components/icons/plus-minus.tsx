/** The − and + of a stepper (../form/stepper.tsx), sized by the button around them. */
const line = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export const MinusIcon = () => line('M5 12h14');
export const PlusIcon = () => line('M12 5v14M5 12h14');
