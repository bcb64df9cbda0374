import { Avatar, Box, Stack, Typography } from '@mui/material';

/**
 * A user as the console's tables show them: the avatar (their picture, else the name's first
 * character), the display name in bold and the user name below it.
 */
export function UserCell({
  name,
  userName,
  imageUrl,
  size = 28,
}: {
  name: string;
  userName: string;
  imageUrl?: string;
  /** The avatar's size in px (the People list's rows are a little taller: 32). */
  size?: number;
}) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar
        src={imageUrl || undefined}
        sx={{ width: size, height: size, fontSize: size / 2.15, bgcolor: 'primary.light' }}
      >
        {name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {userName}
        </Typography>
      </Box>
    </Stack>
  );
}
