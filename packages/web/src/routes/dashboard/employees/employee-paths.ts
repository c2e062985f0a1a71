/** Absolute links between the employees screens of one company (dashboard.md route table, "employees"). */
export function employeePaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/employees`;
  return {
    list: `${base}/employees`,
    add: `${base}/addEmployee`,
    edit: (userId: string) => `${base}/addEmployee?userId=${encodeURIComponent(userId)}`,
    roles: `${base}/securityRoles`,
    createRole: `${base}/securityRoles/create`,
    editRole: (roleId: string) => `${base}/securityRoles/edit?securityRoleId=${encodeURIComponent(roleId)}`,
  };
}
