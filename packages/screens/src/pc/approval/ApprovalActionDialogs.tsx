import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { AssigneeCandidate, WireStepOperation } from '@tessera/protocol';
import { addSignChoices } from '../../approval/addSignChoices.js';
import { APPROVAL_TEXTS, OPERATION_TEXTS } from '../../approval/approvalTexts.js';
import type { ApprovalDetail } from '../../react/useApprovalDetail.js';
import { useAssigneeSearch } from '../../react/useAssigneeSearch.js';
import { useLoad } from '../../react/useModel.js';

/** The operations that open a dialog first. */
export type DialogOperation = Extract<
  WireStepOperation,
  'BACK' | 'TRANSFER' | 'ADD_SIGN' | 'CC' | 'WITHDRAW' | 'CANCEL'
>;

const MODE_TEXTS: Record<'sequential' | 'and' | 'or', string> = {
  sequential: '依次审批',
  and: '会签',
  or: '或签',
};

/** Users picked from queryassigneelist, searched as the user types. */
function UserPicker(props: {
  detail: ApprovalDetail;
  label: string;
  multiple: boolean;
  value: AssigneeCandidate[];
  onChange: (users: AssigneeCandidate[]) => void;
}) {
  const { detail } = props;
  const [{ found }, search] = useAssigneeSearch(detail.searchAssignees, () => 200);
  const options = found?.users ?? [];
  return (
    <Autocomplete<AssigneeCandidate, boolean>
      multiple={props.multiple}
      options={options}
      filterOptions={(list) => list}
      value={props.multiple ? props.value : (props.value[0] ?? null)}
      onChange={(_event, picked) =>
        props.onChange(Array.isArray(picked) ? picked : picked ? [picked] : [])
      }
      onInputChange={(_event, text, reason) => reason === 'input' && search.setKeyWord(text)}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      getOptionLabel={(user) =>
        user.departmentNames.length
          ? `${user.userName}（${user.departmentNames.join('、')}）`
          : user.userName
      }
      noOptionsText={APPROVAL_TEXTS.empty}
      renderInput={(params) => (
        <TextField {...params} label={props.label} placeholder={APPROVAL_TEXTS.searchUser} />
      )}
    />
  );
}

/**
 * The dialog of one operation of the detail page: where BACK returns to, whom TRANSFER, ADD_SIGN
 * and CC name, and the confirmations of WITHDRAW and CANCEL. Confirming runs the headless core's
 * call; the dialog closes when it succeeded (the client has shown any refusal). Each opening
 * starts empty (a fresh body per operation).
 */
export function ApprovalActionDialog(props: {
  operation: DialogOperation | null;
  detail: ApprovalDetail;
  onClose: () => void;
}) {
  if (!props.operation) return null;
  return (
    <DialogBody
      key={props.operation}
      operation={props.operation}
      detail={props.detail}
      onClose={props.onClose}
    />
  );
}

function DialogBody(props: {
  operation: DialogOperation;
  detail: ApprovalDetail;
  onClose: () => void;
}) {
  const { operation, detail, onClose } = props;
  const [chosenTarget, setTarget] = useState<string | null>(null);
  const [users, setUsers] = useState<AssigneeCandidate[]>([]);
  const [chosenPosition, setPosition] = useState<'before' | 'after' | null>(null);
  const [chosenMode, setMode] = useState<'sequential' | 'and' | 'or' | null>(null);
  // Loaded once per opening.
  const targets =
    useLoad(() => (operation === 'BACK' ? detail.loadBackTargets() : Promise.resolve([])), [])
      .value ?? [];
  const conf = useLoad(
    () => (operation === 'ADD_SIGN' ? detail.loadAddSignConf() : Promise.resolve(null)),
    [],
  ).value;
  const target = chosenTarget ?? targets[0]?.stepUuid ?? '';
  const { position, mode } = addSignChoices(conf, { position: chosenPosition, mode: chosenMode });

  const title = OPERATION_TEXTS[operation];
  const confirm = async () => {
    let ok = false;
    if (operation === 'BACK') ok = await detail.back(target);
    else if (operation === 'TRANSFER')
      ok = await detail.transfer(users[0]!.userId, users[0]!.userName);
    else if (operation === 'ADD_SIGN')
      ok = await detail.addSign({ position, userIds: users.map((u) => u.userId), mode });
    else if (operation === 'CC') ok = await detail.carbonCopy(users.map((u) => u.userId));
    else if (operation === 'WITHDRAW') ok = await detail.withdraw();
    else ok = await detail.cancel();
    if (ok) onClose();
  };
  const needsUsers = operation === 'TRANSFER' || operation === 'ADD_SIGN' || operation === 'CC';
  const ready =
    (operation !== 'BACK' || target !== '') && (!needsUsers || users.length > 0) && !detail.busy;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="approval-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {operation === 'WITHDRAW' && (
            <DialogContentText>{APPROVAL_TEXTS.withdrawConfirm}</DialogContentText>
          )}
          {operation === 'CANCEL' && (
            <DialogContentText>{APPROVAL_TEXTS.cancelConfirm}</DialogContentText>
          )}
          {operation === 'BACK' && (
            <FormControl>
              <FormLabel>{APPROVAL_TEXTS.backTarget}</FormLabel>
              <RadioGroup value={target} onChange={(event) => setTarget(event.target.value)}>
                {targets.map((step) => (
                  <FormControlLabel
                    key={step.stepUuid}
                    value={step.stepUuid}
                    control={<Radio />}
                    label={step.isStart ? APPROVAL_TEXTS.backToApplicant : step.stepName}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          {operation === 'ADD_SIGN' && conf && (
            <>
              <FormControl>
                <RadioGroup
                  row
                  value={position}
                  onChange={(event) => setPosition(event.target.value as 'before' | 'after')}
                >
                  {conf.positions.map((p) => (
                    <FormControlLabel
                      key={p}
                      value={p}
                      control={<Radio />}
                      label={p === 'before' ? APPROVAL_TEXTS.signBefore : APPROVAL_TEXTS.signAfter}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              {conf.modes.length > 1 && (
                <FormControl>
                  <RadioGroup
                    row
                    value={mode}
                    onChange={(event) => setMode(event.target.value as typeof mode)}
                  >
                    {conf.modes.map((m) => (
                      <FormControlLabel
                        key={m}
                        value={m}
                        control={<Radio />}
                        label={MODE_TEXTS[m]}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            </>
          )}
          {needsUsers && (
            <UserPicker
              detail={detail}
              multiple={operation !== 'TRANSFER'}
              label={
                operation === 'TRANSFER'
                  ? APPROVAL_TEXTS.transferTo
                  : operation === 'CC'
                    ? APPROVAL_TEXTS.ccUsers
                    : APPROVAL_TEXTS.signUsers
              }
              value={users}
              onChange={setUsers}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{APPROVAL_TEXTS.cancelDialog}</Button>
        <Button
          variant="contained"
          disabled={!ready}
          loading={detail.busy}
          onClick={() => void confirm()}
          data-testid="approval-dialog-confirm"
        >
          {APPROVAL_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
