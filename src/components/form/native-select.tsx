import { chakra, useFieldContext, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * A native <select> inside a FormField, drawn with the input's recipe and labelled by the field.
 * The theme carries no select recipe (src/app/theme.ts keeps the entry chunk small), and the
 * phone's own picker is the best one there is.
 */
export function NativeSelect(props: HTMLChakraProps<'select'>) {
  const field = useFieldContext();
  const recipe = useRecipe({ key: 'input' });
  return (
    <chakra.select css={recipe({})} appearance="auto" {...field?.getSelectProps()} {...props} />
  );
}
