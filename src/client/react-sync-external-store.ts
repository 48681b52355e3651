/**
 * React 19 ships useSyncExternalStore: the `use-sync-external-store` shim effector-react imports
 * is its fallback for React 17 and older, dead weight here (build.mjs aliases the shim to this).
 * effector-react reads the shim's CommonJS exports object, hence the default export.
 */
import { useSyncExternalStore } from 'react';

export default { useSyncExternalStore };
