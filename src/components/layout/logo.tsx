import { HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.home.getHref()} aria-label="Refugio, ir al inicio">
      <HStack gap="2" color="brand.700">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d="M16 3 2 15h4v13h20V15h4L16 3z" fill="currentColor" />
          <path d="M12 28v-8h8v8" fill="#fdf4ef" />
          <path d="M9 14 16 8l7 6" stroke="#fdf4ef" strokeWidth="2" fill="none" />
        </svg>
        {!compact && (
          <Text as="span" fontWeight="800" fontSize="xl" letterSpacing="-0.02em">
            Refugio
          </Text>
        )}
      </HStack>
    </Link>
  );
}
