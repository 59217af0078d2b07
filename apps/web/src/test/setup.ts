import { afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only where the runner's globals are on; here they are
// imported. Node-environment tests have no document and skip this.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
