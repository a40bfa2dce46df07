import { Box, chakra, Text, type BoxProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

/** The pieces of the desktop search bar's frame: its segments, dividers, field buttons, popovers. */

export function Segment({
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

export function Divider({ hidden }: { hidden: boolean }) {
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

export const FieldButton = forwardRef<
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

export function Popover({
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
