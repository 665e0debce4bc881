import { lazy, Suspense } from 'react';
import type { MessageDialogProps, ReportingDialogProps } from './sending-dialogs';

/*
 * The dialogs a reader opens by a click (« Envoyer un message », « Signaler »), downloaded when
 * first opened, with the commands that send them: a screen that offers them (forum, tutor's
 * profile, conversation) does not carry them before its first paint, which keeps every route
 * within 110 KB gzip of JavaScript. Render one to open it.
 */

const MessageDialogChunk = lazy(() => import('./sending-dialogs').then((m) => ({ default: m.MessageDialog })));
const ReportingDialogChunk = lazy(() => import('./sending-dialogs').then((m) => ({ default: m.ReportingDialog })));

export function MessageDialog(props: MessageDialogProps) {
  return (
    <Suspense fallback={null}>
      <MessageDialogChunk {...props} />
    </Suspense>
  );
}

export function ReportingDialog(props: ReportingDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReportingDialogChunk {...props} />
    </Suspense>
  );
}
