// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeDialog.h"
#include "UiTr.h"

#include "HealthStyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {
// "gpu=4090, region=fra" <-> labels
QString labelsToText(const QMap<QString, QString>& labels)
{
    QStringList parts;
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        parts << it.key() + QLatin1Char('=') + it.value();
    return parts.join(QStringLiteral(", "));
}

QString parseLabels(const QString& text, QMap<QString, QString>* labels)
{
    labels->clear();
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        QString key, value;
        const QString error = NodeRules::parseLabel(part.trimmed(), &key, &value);
        if (!error.isEmpty())
            return error;
        labels->insert(key, value);
    }
    return {};
}

std::optional<QString> optionalText(const QString& text)
{
    const QString t = text.trimmed();
    return t.isEmpty() ? std::nullopt : std::optional<QString>(t);
}

int portValue(const QString& text, bool* ok)
{
    const qint64 v = text.trimmed().toLongLong(ok);
    return *ok && v >= 0 && v <= 1'000'000 ? int(v) : -1;
}
} // namespace

NodeDialog::NodeDialog(const Node& node, bool editing, std::function<bool(const QString&)> nameTaken,
                       QWidget* parent)
    : QDialog(parent)
    , m_nameTaken(std::move(nameTaken))
    , m_original(node)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(editing ? Tr::tr("Edit node %1").arg(node.name) : Tr::tr("Add node"));
    setObjectName(QStringLiteral("nodeDialog"));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    addField(form, QStringLiteral("name"), Tr::tr("&Name"), Tr::tr("gpu-01"))->setText(node.name);
    addField(form, QStringLiteral("host"), Tr::tr("&Host"), Tr::tr("203.0.113.7 or gpu01.example.net"))
        ->setText(node.host);
    addField(form, QStringLiteral("port"), Tr::tr("SSH &port"), QStringLiteral("22"))
        ->setText(QString::number(node.port));
    addField(form, QStringLiteral("user"), Tr::tr("&User"), QStringLiteral("root"))->setText(node.user);
    addField(form, QStringLiteral("identity"), Tr::tr("&Identity file"),
             Tr::tr("ssh-agent, then the default keys"))
        ->setText(node.identity.value_or(QString()));
    addField(form, QStringLiteral("status_port"), Tr::tr("&Status port"), QStringLiteral("9821"))
        ->setText(QString::number(node.statusPort));
    addField(form, QStringLiteral("status_path"), Tr::tr("Status pa&th"), QStringLiteral("/status"))
        ->setText(node.statusPath);
    addField(form, QStringLiteral("status_command"), Tr::tr("Status co&mmand"),
             Tr::tr("optional, e.g. curl -sf http://localhost:9821/status"))
        ->setText(node.statusCommand.value_or(QString()));
    addField(form, QStringLiteral("authorized_keys"), Tr::tr("&authorized_keys"), Node::DefaultAuthorizedKeys)
        ->setText(node.authorizedKeys);
    addField(form, QStringLiteral("label"), Tr::tr("&Labels"), Tr::tr("gpu=4090, region=fra"))
        ->setText(labelsToText(node.labels));

    m_sshConfig =
        new QCheckBox(Tr::tr("Honour ~/.ssh/config for this host (HostName, Port, User, IdentityFile, "
                             "ProxyJump)"),
                      this);
    m_sshConfig->setObjectName(QStringLiteral("sshConfigCheck"));
    m_sshConfig->setChecked(node.useSshConfig);
    form->addRow(QString(), m_sshConfig);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(520);
    // Connected only now: validation reads every field, so all of them must exist.
    for (QLineEdit* edit : std::as_const(m_edits))
        connect(edit, &QLineEdit::textChanged, this, &NodeDialog::revalidate);
    revalidate();
}

QLineEdit* NodeDialog::addField(QFormLayout* form, const QString& field, const QString& label,
                                const QString& placeholder)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(field + QStringLiteral("Edit"));
    edit->setPlaceholderText(placeholder);
    auto* error = new QLabel(this);
    error->setObjectName(field + QStringLiteral("Error"));
    error->setStyleSheet(QStringLiteral("color: %1;").arg(errorTextColor(palette()).name()));
    error->setWordWrap(true);
    error->hide();
    auto* column = new QVBoxLayout;
    column->setSpacing(2);
    column->addWidget(edit);
    column->addWidget(error);
    form->addRow(label, column);
    m_edits.insert(field, edit);
    m_errors.insert(field, error);
    return edit;
}

Node NodeDialog::node() const
{
    Node n = m_original;
    auto text = [this](const char* f) { return m_edits.value(QString::fromLatin1(f))->text().trimmed(); };
    bool ok = false;
    n.name = text("name");
    n.host = text("host");
    n.port = portValue(text("port"), &ok);
    n.user = text("user");
    n.identity = optionalText(text("identity"));
    n.statusPort = portValue(text("status_port"), &ok);
    n.statusPath = text("status_path");
    n.statusCommand = optionalText(text("status_command"));
    n.authorizedKeys = text("authorized_keys");
    parseLabels(text("label"), &n.labels);
    n.useSshConfig = m_sshConfig->isChecked();
    return n;
}

void NodeDialog::revalidate()
{
    QHash<QString, QString> problems;
    const Node n = node();
    for (const FieldError& e : NodeRules::validate(n)) {
        if (!problems.contains(e.field))
            problems.insert(e.field, e.message);
    }
    for (const char* field : {"port", "status_port"}) {
        bool ok = false;
        portValue(m_edits.value(QString::fromLatin1(field))->text(), &ok);
        if (!ok)
            problems.insert(QString::fromLatin1(field), Tr::tr("enter a number between 1 and 65535"));
    }
    QMap<QString, QString> labels;
    const QString labelError = parseLabels(m_edits.value(QStringLiteral("label"))->text(), &labels);
    if (!labelError.isEmpty())
        problems.insert(QStringLiteral("label"), labelError);
    if (!problems.contains(QStringLiteral("name")) && n.name != m_original.name && m_nameTaken &&
        m_nameTaken(n.name))
        problems.insert(QStringLiteral("name"), Tr::tr("a node with this name already exists"));

    for (auto it = m_errors.cbegin(); it != m_errors.cend(); ++it) {
        const QString message = problems.value(it.key());
        // A field the operator has not touched yet stays quiet, except for conflicts.
        const bool untouchedEmpty =
            m_edits.value(it.key())->text().isEmpty() && !m_edits.value(it.key())->isModified();
        it.value()->setText(message);
        it.value()->setVisible(!message.isEmpty() && !untouchedEmpty);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
}

bool NodeDialog::isValid() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void NodeDialog::showFieldError(const QString& field, const QString& message)
{
    QLabel* label = m_errors.value(field, m_errors.value(QStringLiteral("name")));
    label->setText(message);
    label->show();
}

QString NodeDialog::fieldError(const QString& field) const
{
    const QLabel* label = m_errors.value(field);
    return label && !label->isHidden() ? label->text() : QString();
}

} // namespace fleetdeck::ui
