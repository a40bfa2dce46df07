/** Modules the build provides (vite.config.ts). */

declare module 'virtual:chakra-system-in-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';

  /**
   * Chakra's createSystem, awaiting `nextStep()` between its phases
   * (scripts/vite-plugins/chakra-create-system-patch.ts).
   */
  export function createSystemInSteps(
    nextStep: () => Promise<unknown>,
    ...configs: SystemConfig[]
  ): Promise<SystemContext>;
}
