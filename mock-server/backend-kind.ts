/** Which of AGORA's real servers the mock imitates on the wire: `server-openai` (default) or `server-langgraph`. */
export type MockBackendKind = 'openai' | 'langgraph';

export const mockBackendKinds: readonly MockBackendKind[] = ['openai', 'langgraph'];
