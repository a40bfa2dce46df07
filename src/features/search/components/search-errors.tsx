import { Box, Flex, Text } from '@chakra-ui/react';

/** The home search's validation messages (SPEC §5), announced as they appear. */
export function SearchErrors({ errors }: { errors: string[] }) {
  return (
    <Box
      role="alert"
      bg="red.50"
      color="red.800"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="xl"
      px="4"
      py="3"
      boxShadow="md"
      animation="fade-in 0.15s ease-out"
    >
      {errors.map((message) => (
        <Flex key={message} gap="2" align="baseline">
          <Text as="span" aria-hidden="true" fontWeight="700">
            !
          </Text>
          <Text fontSize="sm" fontWeight="500">
            {message}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}
