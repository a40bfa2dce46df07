import { Button } from '@chakra-ui/react';
import { ListIcon, MapIcon } from './icons.tsx';

export type ResultsView = 'list' | 'map';

/** Phones: one floating button switches between the list and the map. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const toMap = view === 'list';
  return (
    <Button
      position="fixed"
      bottom="calc(1.5rem + env(safe-area-inset-bottom, 0px))"
      left="50%"
      transform="translateX(-50%)"
      zIndex="sticky"
      rounded="full"
      size="md"
      px="5"
      bg="gray.900"
      color="white"
      boxShadow="lg"
      _hover={{ bg: 'gray.700' }}
      onClick={() => onChange(toMap ? 'map' : 'list')}
    >
      {toMap ? 'Mapa' : 'Lista'}
      {toMap ? <MapIcon /> : <ListIcon />}
    </Button>
  );
}
