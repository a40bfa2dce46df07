import { useSessionCheck } from '../api/check-session.ts';

/** Verifies the stored session once at start-up (SPEC §4); renders nothing. */
export function SessionBootstrap() {
  useSessionCheck();
  return null;
}
