import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationSettingsSchema, type NotificationPreference } from '@safc/domain';
import { http } from '../../../lib/http';
import { notificationSettingsKeys } from '../../../lib/query-keys/notifications';

/** GET /api/profile/notifications: how the registry's mails reach me. */
export const getNotificationSettings = () =>
  http('/api/profile/notifications', { response: NotificationSettingsSchema });

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsKeys.mine, queryFn: getNotificationSettings });
}

/** PUT /api/profile/notifications: every event, a daily digest per company, or none. */
export const setNotificationPreference = (preference: NotificationPreference) =>
  http('/api/profile/notifications', {
    method: 'PUT',
    json: { preference },
    response: NotificationSettingsSchema,
  });

export function useSetNotificationPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNotificationPreference,
    onSuccess: (settings) => client.setQueryData(notificationSettingsKeys.mine, settings),
  });
}
