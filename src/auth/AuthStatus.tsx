/** A full-page, announced status line while the provider works ('Logging in...', 'Redirecting to login...'). */
export function AuthStatus({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <p role="status" className="text-sm text-muted-foreground">
        {message}
      </p>
    </main>
  );
}
