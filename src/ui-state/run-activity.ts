import { create } from 'zustand';

/** Whether the open conversation has an answer running: what a new version of the app may not cut off. */
export const useRunActivity = create<{ running: boolean }>(() => ({ running: false }));
