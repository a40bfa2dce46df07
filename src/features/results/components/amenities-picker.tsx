import { Button, Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { amenityLabel, FILTER_AMENITIES } from '../../../shared/amenity-labels.ts';

/** SPEC §9: six amenities are shown until the panel is expanded. */
export const AMENITIES_SHOWN_BY_DEFAULT = 6;

export function AmenitiesPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (amenities: string[]) => void;
}) {
  const hiddenSelected = FILTER_AMENITIES.slice(AMENITIES_SHOWN_BY_DEFAULT).some((key) =>
    selected.includes(key),
  );
  // A chosen amenity is never hidden when the panel opens.
  const [expanded, setExpanded] = useState(hiddenSelected);
  const gridId = useId();
  const visible = expanded
    ? FILTER_AMENITIES
    : FILTER_AMENITIES.slice(0, AMENITIES_SHOWN_BY_DEFAULT);
  const remaining = FILTER_AMENITIES.length - AMENITIES_SHOWN_BY_DEFAULT;

  const toggle = (key: string, on: boolean) => {
    const next = on
      ? [...selected.filter((k) => k !== key), key]
      : selected.filter((k) => k !== key);
    // Keep the panel's order so the URL stays the same for the same choice.
    onChange(
      FILTER_AMENITIES.filter((k) => next.includes(k)).concat(
        next.filter((k) => !FILTER_AMENITIES.includes(k)),
      ),
    );
  };

  return (
    <Stack gap="3" align="start">
      <SimpleGrid id={gridId} columns={{ base: 1, sm: 2 }} gap="3" w="full">
        {visible.map((key) => (
          <Checkbox.Root
            key={key}
            checked={selected.includes(key)}
            onCheckedChange={(details) => toggle(key, details.checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{amenityLabel(key)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {remaining > 0 && (
        <Button
          variant="plain"
          px="0"
          textDecoration="underline"
          fontWeight="semibold"
          aria-expanded={expanded}
          aria-controls={gridId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Mostrar menos' : `Mostrar más (${remaining} más)`}
        </Button>
      )}
    </Stack>
  );
}
