import { CircleHelp } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { helpTopics } from "./help-topics";

export function HelpLinks() {
  return (
    <nav aria-label="Help" className="flex flex-wrap items-center justify-center gap-x-1 gap-y-1 text-sm">
      <span className="flex items-center gap-1 text-muted-foreground">
        <CircleHelp className="size-4" aria-hidden />
        Help:
      </span>
      {helpTopics.map((topic) => (
        <Dialog key={topic.id}>
          <DialogTrigger asChild>
            <Button variant="link" size="sm" className="h-auto px-1.5 py-0.5">
              {topic.label}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{topic.title}</DialogTitle>
              <DialogDescription>Follow these steps.</DialogDescription>
            </DialogHeader>
            <ol className="list-decimal space-y-2 pl-5 text-sm">
              {topic.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </DialogContent>
        </Dialog>
      ))}
    </nav>
  );
}
