import {
  Form,
  Formik,
  setIn,
  type FormikConfig,
  type FormikErrors,
  type FormikProps,
  type FormikValues,
} from 'formik';
import type { ComponentProps, ReactNode } from 'react';
import { fieldErrorsOf } from '../../shared/auth-messages.ts';

interface ServerFormProps<Values extends FormikValues> extends Omit<
  ComponentProps<typeof Form>,
  'onSubmit' | 'children'
> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** Sends the values; a rejection is a failure of the form (the network or the server's answer). */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Says what failed (an alert, a toast), after the server's field messages are on their fields. */
  onFailure?: (failure: unknown) => void;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
}

/**
 * A Formik form validated with a shared yup schema (src/shared/validation), submitted once at a
 * time. When the server refuses it, the messages of its 400 answer (`fields`, server/validation.ts)
 * go on the fields they name, as the browser's own validation would have put them, and
 * `onFailure` says the rest. The form element takes the other props (`aria-label`, `id`…); browser
 * validation is off (`noValidate`): the schema's Spanish messages are the ones shown.
 */
export function ServerForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  onFailure,
  children,
  ...formProps
}: ServerFormProps<Values>) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, helpers) => {
        try {
          await onSubmit(values);
        } catch (failure) {
          const fields = fieldErrorsOf(failure);
          // The server names nested fields by path ('propertyDetails.name'): Formik nests them.
          if (fields) {
            helpers.setErrors(
              Object.entries(fields).reduce<FormikErrors<Values>>(
                (errors, [path, message]) => setIn(errors, path, message) as FormikErrors<Values>,
                {},
              ),
            );
          }
          onFailure?.(failure);
        }
      }}
    >
      {(form) => (
        <Form noValidate {...formProps}>
          {typeof children === 'function' ? children(form) : children}
        </Form>
      )}
    </Formik>
  );
}
