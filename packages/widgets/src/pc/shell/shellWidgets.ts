import type { WidgetMap } from '../../registry/createWidgetRegistry.js';
import { FormContainer } from './FormContainer.js';

/** The page shell's widgets by `typeName`, spread into the Pc `defaultWidgets`. */
export const SHELL_WIDGETS: WidgetMap = Object.freeze({ FormContainer });
