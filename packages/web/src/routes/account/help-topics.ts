export type HelpTopic = { id: string; label: string; title: string; steps: string[] };

export const helpTopics: HelpTopic[] = [
  {
    id: "dashboard-login",
    label: "Dashboard log-in",
    title: "Logging in to the dashboard",
    steps: [
      "Choose Dashboard above the form.",
      "Enter the e-mail address and password of your dashboard account, then select Log in.",
      "If your account belongs to several companies, pick the company to open.",
      "Forgot your password? Select Forgot password to receive a reset link by e-mail.",
    ],
  },
  {
    id: "start-shift",
    label: "Starting a shift",
    title: "Starting a shift",
    steps: [
      "Choose POS above the form and log in with the register's device ID and password.",
      "Enter the starting float: the cash in the drawer at the start of the shift.",
      "Enter your passcode to open the shift. You are clocked in at the same time.",
      "Other employees clock in with Select employee and their own passcode.",
    ],
  },
  {
    id: "end-shift",
    label: "Ending a shift",
    title: "Ending a shift",
    steps: [
      "Select End shift in the POS.",
      "Count the cash in the drawer by coin and bill, or choose Count later. Float counts can be added on the Dashboard.",
      "Enter your passcode and select End shift.",
      "You can print your end-of-shift receipt after ending.",
    ],
  },
];
