import { Box, Button, Checkbox } from '@chakra-ui/react';

/**
 * Over the results map (desktop): 'Buscar mientras muevo el mapa', on by default, and 'Buscar en
 * esta zona' after a move while it is off (issue 18, "The map").
 */
export function AreaSearchControls({
  searchAsMoves,
  onSearchAsMovesChange,
  showSearchHere,
  onSearchHere,
}: {
  searchAsMoves: boolean;
  onSearchAsMovesChange: (on: boolean) => void;
  showSearchHere: boolean;
  onSearchHere: () => void;
}) {
  return (
    <Box
      position="absolute"
      top="3"
      left="50%"
      transform="translateX(-50%)"
      zIndex="500"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
    >
      <Box bg="bg" px="3" py="1.5" borderRadius="full" boxShadow="md">
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={searchAsMoves}
          onCheckedChange={(details) => onSearchAsMovesChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="medium">Buscar mientras muevo el mapa</Checkbox.Label>
        </Checkbox.Root>
      </Box>
      {showSearchHere && (
        <Button
          size="sm"
          colorPalette="brand"
          borderRadius="full"
          boxShadow="md"
          onClick={onSearchHere}
        >
          Buscar en esta zona
        </Button>
      )}
    </Box>
  );
}
