import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { useDesignSubApp, useWorkflowAdmin, WorkflowAdminScreen } from '@tessera/designer-ui';
import { UserMenu } from '@tessera/widgets/pc';

/** /workflow-admin: the app's workflows for administrators (README "Workflow administration"). */
export function WorkflowAdmin() {
  const subApp = useDesignSubApp();
  const { model, snapshot } = useWorkflowAdmin(subApp);
  return (
    <WorkflowAdminScreen
      model={model}
      snapshot={snapshot}
      header={<UserMenu />}
      linkTo={(href, text) => (
        <Link component={RouterLink} to={href} underline="hover">
          {text}
        </Link>
      )}
    />
  );
}
