import type { SvgIconComponent } from '@mui/icons-material';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import MenuIcon from '@mui/icons-material/Menu';
import TableChartIcon from '@mui/icons-material/TableChart';
import NotificationsIcon from '@mui/icons-material/Notifications';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WidgetsIcon from '@mui/icons-material/Widgets';
import CropFreeIcon from '@mui/icons-material/CropFree';
import AssignmentIcon from '@mui/icons-material/Assignment';

const ICONS: Record<string, SvgIconComponent> = {
  list: ViewListIcon,
  cards: ViewModuleIcon,
  button: SmartButtonIcon,
  form: DynamicFormIcon,
  'form-container': CropFreeIcon,
  container: CropFreeIcon,
  nav: MenuIcon,
  table: TableChartIcon,
  message: NotificationsIcon,
  lock: LockIcon,
  login: LoginIcon,
  'person-add': PersonAddIcon,
  register: AssignmentIcon,
  visibility: VisibilityIcon,
};

/** The icon of a declaration's icon key (a generic one for keys it does not know). */
export function ControlIcon({
  name,
  fontSize = 'small',
}: {
  name: string;
  fontSize?: 'small' | 'medium';
}) {
  const Icon = ICONS[name] ?? WidgetsIcon;
  return <Icon fontSize={fontSize} />;
}
