import { createContext, useContext } from 'react';
import { Sender } from '../sender';

/** The app's one send path; a page without one (a component test) gets a Sender of its own, with nothing open. */
export const SenderContext = createContext<Sender>(new Sender());

export const useSender = (): Sender => useContext(SenderContext);
