import { defineVitestConfig } from '@tessera/config/vitest';

export default defineVitestConfig();
