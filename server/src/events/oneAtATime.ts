/**
 * `run` one at a time: a call while it runs asks for one more run when it ends, however many calls
 * came meanwhile (the run under way may have read too early). `run` answers whether another may
 * follow, and never rejects.
 */
export function oneAtATime(run: () => Promise<boolean>): () => void {
  let running = false;
  let again = false;
  const start = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    void run().then((mayFollow) => {
      running = false;
      if (mayFollow && again) start();
    });
  };
  return start;
}
