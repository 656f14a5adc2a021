/**
 * Checkout's saved-address picker and save option as the first step places them: loaded in
 * their own chunk (address-picker.tsx). The step is drawn in a deferred render after
 * hydration (checkout-page.tsx); a part still loading suspends that render, so the step's
 * skeleton stays until the whole form can show, and nothing moves when the picker arrives.
 * The route asks for the chunk as it hydrates (`preloadAddressChoice`), beside the step's
 * own work.
 */
import { lazy } from 'react';

const loadPicker = () => import('./address-picker');

export const preloadAddressChoice = () => void loadPicker().catch(() => {});

export const SavedAddressPicker = lazy(() => loadPicker().then((module) => ({ default: module.SavedAddressPicker })));
export const SaveAddressOption = lazy(() => loadPicker().then((module) => ({ default: module.SaveAddressOption })));
