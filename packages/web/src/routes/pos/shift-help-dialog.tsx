import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export type ShiftHelpTopic = "start" | "end";

const topics: Record<ShiftHelpTopic, { title: string; intro: string; steps: string[] }> = {
  start: {
    title: "Starting a shift",
    intro: "A shift records the cash in the drawer and who worked on this register.",
    steps: [
      "Count the cash in the drawer. Type the total as the starting float, or press Calculator to count each coin and bill.",
      "Add a note if something about the drawer is worth knowing.",
      "Enter your passcode and press Start Shift. You are clocked in at the same time.",
    ],
  },
  end: {
    title: "Ending a shift",
    intro: "End the shift when the register closes or the drawer changes hands.",
    steps: [
      "Press End shift in the top bar or in the menu.",
      "Count the coins and bills in the drawer, or choose Count later and add the count on the Dashboard.",
      "Enter your passcode and press End shift. You can then print the end-of-shift receipt.",
    ],
  },
};

/** The help links of the shift start screen, answered in place (the register may have no other browser tab). */
export function ShiftHelpDialog({ topic, onClose }: { topic: ShiftHelpTopic | null; onClose: () => void }) {
  const content = topic ? topics[topic] : null;
  return (
    <Dialog open={content !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {content && (
          <>
            <DialogHeader>
              <DialogTitle>{content.title}</DialogTitle>
              <DialogDescription>{content.intro}</DialogDescription>
            </DialogHeader>
            <ol className="grid list-decimal gap-2 pl-5 text-sm">
              {content.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
