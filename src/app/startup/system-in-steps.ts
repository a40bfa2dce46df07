import { createSystemInSteps } from 'virtual:chakra-system-in-steps';
import { appSystemConfigs, provideAppSystem } from '../theme.ts';

/**
 * Builds the app's Chakra system in steps, awaiting `nextStep()` between its phases
 * (scripts/vite-plugins/chakra-create-system-patch.ts): for the browser's entry, in production builds.
 */
export async function buildAppSystem(nextStep: () => Promise<unknown>): Promise<void> {
  provideAppSystem(await createSystemInSteps(nextStep, ...appSystemConfigs()));
}
