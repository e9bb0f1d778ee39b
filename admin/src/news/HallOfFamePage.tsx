import Avatar from '@mui/material/Avatar';
import { DateInput, DeleteWithConfirmButton, FunctionField, ImageField, ImageInput, TextField, TextInput, maxLength, required } from 'react-admin';
import { HOF_ACHIEVEMENT_MAX, HOF_PHOTO_MAX_BYTES, HOF_TEXT_MAX, type HofEntry } from '../../../common/news';
import { DateField } from '../shared/dates';
import { ListWithCreate } from './ListWithCreate';

/**
 * /score-ranking/hall-of-fame: the agents HQ honours, newest day first (GET /hof), with a dialog
 * to add one (title, day, name, achievement, photo) and a confirmed delete.
 */
export function HallOfFamePage() {
  return (
    <ListWithCreate
      resource="hall-of-fame"
      sort={{ field: 'hofDate', order: 'DESC' }}
      title="hallOfFame.title"
      addLabel="hallOfFame.actions.add"
      createTitle="hallOfFame.create"
      empty="hallOfFame.empty"
      inputs={[
        <TextInput key="hofTitle" source="hofTitle" validate={[required(), maxLength(HOF_TEXT_MAX)]} helperText="hallOfFame.help.hofTitle" fullWidth />,
        <DateInput key="hofDate" source="hofDate" validate={required()} />,
        <TextInput key="userName" source="userName" validate={[required(), maxLength(HOF_TEXT_MAX)]} fullWidth />,
        <TextInput key="userAchievement" source="userAchievement" validate={[required(), maxLength(HOF_ACHIEVEMENT_MAX)]} multiline minRows={2} fullWidth />,
        <ImageInput key="userImg" source="userImg" accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }} maxSize={HOF_PHOTO_MAX_BYTES} helperText="hallOfFame.help.userImg">
          <ImageField source="src" title="title" />
        </ImageInput>,
      ]}
    >
      <FunctionField<HofEntry>
        source="userImgUrl"
        sortable={false}
        render={(h) => (
          <Avatar src={h.userImgUrl ?? undefined} alt={h.userName} sx={{ width: 48, height: 48 }}>
            {h.userName.slice(0, 1).toUpperCase()}
          </Avatar>
        )}
      />
      <TextField source="hofTitle" />
      <DateField source="hofDate" calendar />
      <TextField source="userName" />
      <TextField source="userAchievement" sortable={false} />
      <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmTitle="hallOfFame.delete.title" confirmContent="hallOfFame.delete.content" />
    </ListWithCreate>
  );
}
