import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { announceApiFailure } from '@/api/api-failures';
import { errorText } from '@/api/errors';
import { configureHttp } from '@/api/http';
import { createQueryClient } from '@/api/query-client';
import { validateResponse } from './response-checks';
import { LoadingDialog, LoadingTasksProvider } from '@/components/loading/loading-tasks';
import { i18n } from '@/i18n';
import { AppToaster } from '@/shell/Toaster';

/**
 * Providers of the signed-in app: the query client (with the error toast of part 1 §8.3, for queries and mutations), toasts
 * and the loading dialog. The sign-in screens do without them, which keeps /login small.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    configureHttp({
      validateResponse,
      onFailure: announceApiFailure,
      onSchemaMismatch: () => {
        toast.warning(i18n.t('adsmanager.WARNING_SCHEMA_MISMATCH'));
      },
    });
    const showError = (error: unknown) => {
      toast.error(i18n.t('adsmanager.ERROR_REQUEST_FAILED'), { description: errorText(error) });
    };
    return createQueryClient({ onQueryError: showError, onMutationError: showError });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <LoadingTasksProvider>
        {children}
        <LoadingDialog />
      </LoadingTasksProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
