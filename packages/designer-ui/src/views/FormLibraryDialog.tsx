import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { FormDesignerModel, FormDesignerSnapshot } from '../model/formDesignerModel.js';

/**
 * Form types and templates (spec 2 §7.4 Forms): add a form type; save the form as a template,
 * start the form from an enabled template, enable or disable each template. The server keeps
 * who may do this (administrators).
 */
export function FormLibraryDialog({
  open,
  onClose,
  model,
  snapshot,
}: {
  open: boolean;
  onClose: () => void;
  model: FormDesignerModel;
  snapshot: FormDesignerSnapshot;
}) {
  const [typeName, setTypeName] = useState('');
  const [templateName, setTemplateName] = useState('');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>表单分类与模板</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2">表单分类</Typography>
        <List dense>
          {snapshot.formTypes.map((type) => (
            <ListItem key={type.id} divider>
              <ListItemText primary={type.name} secondary={type.enabled ? '已启用' : '已停用'} />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
          <TextField
            size="small"
            label="新分类名称"
            value={typeName}
            onChange={(event) => setTypeName(event.target.value)}
            fullWidth
          />
          <Button
            variant="outlined"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            disabled={!typeName.trim()}
            onClick={() => void model.createFormType(typeName.trim()).then(() => setTypeName(''))}
          >
            新建
          </Button>
        </Stack>
        <Divider />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          表单模板
        </Typography>
        <List dense>
          {snapshot.templates.length === 0 && (
            <ListItem>
              <ListItemText secondary="还没有模板" />
            </ListItem>
          )}
          {snapshot.templates.map((template) => (
            <ListItem
              key={template.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={1} alignItems="center">
                  <Button
                    size="small"
                    disabled={!template.enabled}
                    onClick={() => {
                      model.applyTemplate(template);
                      onClose();
                    }}
                  >
                    使用
                  </Button>
                  <Switch
                    edge="end"
                    checked={template.enabled}
                    slotProps={{ input: { 'aria-label': `启用模板${template.name}` } }}
                    onChange={(event) =>
                      void model.setTemplateEnabled(template.id, event.target.checked)
                    }
                  />
                </Stack>
              }
            >
              <ListItemText
                primary={template.name}
                secondary={`${template.fields.length} 个字段`}
              />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label="模板名称"
            value={templateName}
            onChange={(event) => setTemplateName(event.target.value)}
            fullWidth
          />
          <Button
            variant="outlined"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            disabled={!templateName.trim()}
            onClick={() =>
              void model.saveAsTemplate(templateName.trim()).then(() => setTemplateName(''))
            }
          >
            存为模板
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
